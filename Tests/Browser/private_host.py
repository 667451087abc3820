"""The private site as a relative meets it: the encrypted copy `storychop publish --passphrase-file`
sends, served by nginx (Debian's nginx-light, a configuration of its own, a free loopback port,
`error_page 404 /404.html` as static hosts do) for the length of a test module.
http://127.0.0.1 is a secure context, so Chromium runs the copy's service worker there.
"""
import os
import shutil
import socket
import subprocess
import time
from pathlib import Path

PASSPHRASE = "apple river blue kite"


def publish_private_copy(binary, archive, folder, passphrase=PASSPHRASE):
    """Publishes `archive`'s site with `passphrase` to `folder`/host; returns that folder."""
    secret = folder / "passphrase.txt"
    secret.write_text(passphrase + "\n", encoding="utf-8")
    secret.chmod(0o600)
    host = folder / "host"
    environment = dict(os.environ, XDG_CACHE_HOME=str(folder / "cache"))
    result = subprocess.run([str(binary), "publish", str(host), "--passphrase-file", str(secret),
                             "--archive", str(archive), "--quiet"], capture_output=True, text=True, env=environment)
    if result.returncode != 0:
        raise RuntimeError("storychop publish --passphrase-file failed (%d):\n%s%s"
                           % (result.returncode, result.stdout, result.stderr))
    return host


def _free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _wait_for_port(port, process, deadline):
    while time.monotonic() < deadline:
        if process.poll() is not None:
            return False
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return True
        except OSError:
            time.sleep(0.05)
    return False


CONFIG = """
{user}
daemon off;
worker_processes 1;
pid {run}/nginx.pid;
error_log {run}/error.log;
events {{ worker_connections 64; }}
http {{
  access_log off;
  client_body_temp_path {run}/body; proxy_temp_path {run}/proxy; fastcgi_temp_path {run}/fastcgi;
  uwsgi_temp_path {run}/uwsgi; scgi_temp_path {run}/scgi;
  types {{ text/html html; text/javascript js; application/json json; }}
  default_type application/octet-stream;
  server {{
    listen 127.0.0.1:{port};
    root {root};
    error_page 404 /404.html;
  }}
}}
"""


class Nginx:
    """nginx serving `root` on a free loopback port until stop()."""

    def __init__(self, root, run_folder):
        nginx = shutil.which("nginx") or "/usr/sbin/nginx"
        run_folder.mkdir(parents=True, exist_ok=True)
        for attempt in range(3):
            self.port = _free_port()
            config = run_folder / "nginx.conf"
            # Run as root, nginx's workers would be "nobody", who may not read pytest's folders.
            user = "user root;" if os.geteuid() == 0 else ""
            config.write_text(CONFIG.format(user=user, run=run_folder, port=self.port, root=root), encoding="utf-8")
            self.process = subprocess.Popen([nginx, "-p", str(run_folder), "-e", str(run_folder / "error.log"), "-c", str(config)],
                                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            if _wait_for_port(self.port, self.process, time.monotonic() + 10):
                self.url = "http://127.0.0.1:%d/" % self.port
                return
            self.stop()
        raise RuntimeError("nginx did not start: %s" % (run_folder / "error.log").read_text(errors="replace"))

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
