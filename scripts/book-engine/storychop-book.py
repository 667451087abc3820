#!/usr/bin/env python3
"""StoryChop's typesetting engine: WeasyPrint lays out the book's HTML (CSS paged media) and
writes a tagged PDF with its fonts embedded. Everything it reads is a local file in the HTML's
own folder (or a data: URL); it never uses the network.

The contract StoryChop's `book` command relies on (so another engine can stand in):

    ENGINE --about
        prints one line of JSON: {"engine": NAME, "version": VERSION}
    ENGINE render --html IN.html --pdf OUT.pdf [--pdf-variant pdf/a-2b] [--title T]
        writes OUT.pdf (exactly that path) and prints one line of JSON:
        {"pages": N, "anchors": {"story-…": PAGE, "part-…": PAGE}} — the 1-based page on which
        each element whose id starts with "story-" or "part-" begins.

Exit status: 0 done; 2 the command line is wrong; 3 the HTML, a stylesheet or an image cannot be
read; 1 anything else. On failure, one line on standard error: "error: what is wrong — what to
do", and no OUT.pdf is left behind. On success, standard error may hold "warning: " lines about
the HTML (an image without alt text, say) that make the PDF less accessible but still whole.
"""
import argparse
import json
import logging
import os
import sys
from urllib.parse import unquote, urlsplit

ANCHOR_PREFIXES = ("story-", "part-")
# WeasyPrint logs an unreadable image or stylesheet as an error and carries on without it; a
# book missing a photo is not what the keeper previewed, so these stop the render (exit 3).
UNREADABLE_MESSAGES = ("Failed to load image", "Failed to render SVG image",
                       "Failed to load inline SVG", "Failed to load stylesheet")


class Unreadable(Exception):
    """The HTML or something it needs cannot be read (exit 3)."""


class Unwritable(Exception):
    """The PDF cannot be written where asked (exit 1)."""


class Usage(Exception):
    """The command line is wrong (exit 2)."""


def fail(status, what, todo):
    print("error: %s — %s" % (" ".join(str(what).split()), todo), file=sys.stderr)
    sys.exit(status)


class Arguments(argparse.ArgumentParser):
    """argparse that reports a wrong command line in one line and exit 2, as the contract says."""

    def error(self, message):
        raise Usage(message)


def parse(argv):
    parser = Arguments(prog="storychop-book", description="Typesets a StoryChop book's HTML as PDF.")
    parser.add_argument("--about", action="store_true", help="print the engine's name and version as JSON")
    commands = parser.add_subparsers(dest="command", parser_class=Arguments)
    render = commands.add_parser("render", help="typeset IN.html as OUT.pdf")
    render.add_argument("--html", required=True, help="the book's HTML; what it links must sit in its folder")
    render.add_argument("--pdf", required=True, help="the PDF to write (exactly this path)")
    render.add_argument("--pdf-variant", help="a PDF standard to follow, e.g. pdf/a-2b")
    render.add_argument("--title", help="the PDF's title (else the HTML's <title>)")
    arguments = parser.parse_args(argv)
    if not arguments.about and arguments.command != "render":
        raise Usage("say --about or render")
    return arguments


def local_fetcher(folder):
    """A URL fetcher that reads data: URLs and files inside `folder`, and refuses all else."""
    from weasyprint.urls import URLFetcher

    root = os.path.normpath(folder)

    class LocalOnly(URLFetcher):
        def fetch(self, url, headers=None):
            scheme = urlsplit(url).scheme.lower()
            if scheme == "file":
                path = os.path.normpath(unquote(urlsplit(url).path))
                if os.path.commonpath([root, path]) != root:
                    raise ValueError("%s is outside the HTML's folder %s" % (path, root))
            elif scheme != "data":
                raise ValueError("%s is not a local file (the engine never uses the network)" % url)
            return super().fetch(url, headers)

    # fail_on_errors: a resource that cannot be fetched stops the render instead of being left out.
    return LocalOnly(allowed_protocols={"file", "data"}, fail_on_errors=True)


class Problems(logging.Handler):
    """Keeps WeasyPrint's error messages: unreadable resources fail the render, the rest warn."""

    def __init__(self):
        super().__init__(level=logging.ERROR)
        self.unreadable, self.warnings = [], []

    def emit(self, record):
        message = " ".join(record.getMessage().split())
        if message.endswith(":"):   # WeasyPrint's reason for an undecodable image is empty
            message += " not an image WeasyPrint can decode"
        found = self.unreadable if message.startswith(UNREADABLE_MESSAGES) else self.warnings
        if message not in found:
            found.append(message)


def tag_languages():
    """WeasyPrint 70 writes the document's language into the tagged PDF, not an element's own:
    each structure element made for an element with a lang attribute gets it as /Lang (which
    its descendants inherit), so a screen reader speaks an Arabic story as Arabic."""
    import pydyf
    from weasyprint.pdf import tags

    build = tags._build_box_tree
    if getattr(build, "tags_languages", False):
        return

    def with_languages(box, *rest):
        html_element = getattr(box, "element", None)
        language = None if html_element is None or getattr(box, "element_tag", None) == "html" \
            else html_element.get("lang")
        for element in build(box, *rest):
            if language and "Lang" not in element:
                element["Lang"] = pydyf.String(language)
            yield element

    with_languages.tags_languages = True
    tags._build_box_tree = with_languages


def first_pages(document):
    """The 1-based page on which each story- or part- anchor first appears."""
    anchors = {}
    for number, page in enumerate(document.pages, start=1):
        for name in page.anchors:
            if name.startswith(ANCHOR_PREFIXES) and name not in anchors:
                anchors[name] = number
    return anchors


def typeset(arguments, problems):
    """Lays out the HTML, writes the PDF and returns the JSON line for stdout."""
    import weasyprint
    from weasyprint.urls import FatalURLFetchingError

    html_path = os.path.abspath(arguments.html)
    tag_languages()
    try:
        html = weasyprint.HTML(filename=html_path, url_fetcher=local_fetcher(os.path.dirname(html_path)))
        document = html.render(pdf_tags=True, pdf_variant=arguments.pdf_variant)
    except OSError as error:
        raise Unreadable("%s cannot be read (%s)" % (html_path, error.strerror or error)) from error
    except FatalURLFetchingError as error:
        raise Unreadable("%s: %s" % (error, error.__cause__ or "cannot be read")) from error
    if problems.unreadable:
        raise Unreadable(problems.unreadable[0])
    if arguments.title:
        document.metadata.title = arguments.title
    try:
        document.write_pdf(arguments.pdf, pdf_tags=True, pdf_variant=arguments.pdf_variant)
    except BaseException as error:
        # The output is the caller's temporary name: a half-written file there helps nobody.
        if os.path.exists(arguments.pdf):
            os.unlink(arguments.pdf)
        if isinstance(error, OSError):
            raise Unwritable("%s cannot be written (%s)" % (arguments.pdf, error.strerror or error)) from error
        raise
    return {"pages": len(document.pages), "anchors": first_pages(document)}


def render(arguments):
    from weasyprint.pdf import VARIANTS

    if arguments.pdf_variant is not None and arguments.pdf_variant not in VARIANTS:
        raise Usage("--pdf-variant %s is not one WeasyPrint writes (%s)"
                    % (arguments.pdf_variant, ", ".join(sorted(VARIANTS))))
    if not os.path.isfile(arguments.html):
        raise Unreadable("%s is not a file" % arguments.html)
    problems = Problems()
    logger = logging.getLogger("weasyprint")
    logger.addHandler(problems)
    logger.propagate = False
    result = typeset(arguments, problems)
    for warning in problems.warnings:
        print("warning: %s" % warning, file=sys.stderr)
    print(json.dumps(result, ensure_ascii=False))


def die_with_parent():
    """Ends this process when the storychop that started it ends, even by kill -9: a book
    stopped midway must not go on typesetting and write a file after the next run cleaned up.
    Linux's PR_SET_PDEATHSIG (1) with SIGKILL; elsewhere nothing."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes
    import signal
    parent = os.getppid()
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent:     # the parent ended before the request was made
        os._exit(1)


def main(argv):
    try:
        arguments = parse(argv)
        if not arguments.about:
            die_with_parent()
        if arguments.about:
            import weasyprint
            print(json.dumps({"engine": "WeasyPrint", "version": weasyprint.__version__}))
            return
        render(arguments)
    except Usage as error:
        fail(2, error, "run storychop-book --help")
    except Unreadable as error:
        fail(3, error, "check that the file exists, can be read and sits in the HTML's folder")
    except Unwritable as error:
        fail(1, error, "check that its folder exists and can be written")
    except MemoryError:
        fail(1, "out of memory while typesetting", "make the book in smaller volumes")
    except Exception as error:  # Anything else is reported in one line, as the contract says.
        fail(1, "%s: %s" % (type(error).__name__, error), "report this with the HTML that caused it")


if __name__ == "__main__":
    main(sys.argv[1:])
