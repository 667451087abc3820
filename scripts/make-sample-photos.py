#!/usr/bin/env python3
"""Makes the sample archive's photos and portraits: drawings (SVG) standing in for a family's
photos, saved as a phone would: the wedding photo a sideways JPEG with an orientation tag, a
camera's name and a GPS position (which the site's copies must turn upright and drop), the
moving day a HEIC as iPhones take them, a PNG with transparency, a WebP. Needs vips, exiftool
and heif-enc (scripts/install-deps.sh --photo-tests). Run from the repository's top folder."""
import os, shutil, subprocess, tempfile
def svg(w, h, body):
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">{body}</svg>'

wedding = svg(1200, 1600, '''
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6d6a8"/><stop offset="1" stop-color="#fbeedd"/></linearGradient>
<linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cb77a"/><stop offset="1" stop-color="#6e8f55"/></linearGradient></defs>
<rect width="1200" height="1600" fill="url(#sky)"/>
<circle cx="980" cy="260" r="120" fill="#fff3d6" opacity="0.9"/>
<rect x="150" y="520" width="520" height="760" fill="#e9dccb" stroke="#b9a58c" stroke-width="8"/>
<polygon points="130,530 410,300 690,530" fill="#a0573f"/>
<rect x="360" y="140" width="100" height="220" fill="#e9dccb" stroke="#b9a58c" stroke-width="8"/>
<polygon points="340,150 410,40 480,150" fill="#a0573f"/>
<line x1="410" y1="40" x2="410" y2="0" stroke="#6b4b3a" stroke-width="10"/><line x1="385" y1="18" x2="435" y2="18" stroke="#6b4b3a" stroke-width="10"/>
<path d="M330 1280 V1020 a80 80 0 0 1 160 0 V1280 Z" fill="#6b4b3a"/>
<circle cx="410" cy="700" r="70" fill="#c9e0ea" stroke="#b9a58c" stroke-width="8"/>
<rect x="0" y="1240" width="1200" height="360" fill="url(#grass)"/>
<path d="M0 1300 Q600 1240 1200 1320 V1600 H0Z" fill="#86a566"/>
<!-- groom -->
<rect x="740" y="930" width="130" height="360" rx="40" fill="#2e3440"/>
<rect x="745" y="1260" width="50" height="120" fill="#2e3440"/><rect x="815" y="1260" width="50" height="120" fill="#2e3440"/>
<polygon points="790,940 805,1010 820,940" fill="#ffffff"/>
<circle cx="805" cy="860" r="62" fill="#e8b98f"/>
<path d="M745 850 Q805 760 865 850 Q850 800 805 795 Q760 800 745 850Z" fill="#4a3525"/>
<!-- bride -->
<path d="M930 930 Q985 900 1040 930 L1110 1390 H860 Z" fill="#fffdf8" stroke="#e6dccf" stroke-width="6"/>
<circle cx="985" cy="870" r="58" fill="#f0c6a0"/>
<path d="M925 880 Q930 790 985 790 Q1045 790 1048 885 Q1030 830 985 828 Q945 830 925 880Z" fill="#7a4a2a"/>
<path d="M940 820 Q985 760 1035 820 L1080 1000 Q985 960 895 1000Z" fill="#ffffff" opacity="0.55"/>
<circle cx="900" cy="1060" r="34" fill="#e87a8a"/><circle cx="880" cy="1045" r="18" fill="#f2a5b0"/><circle cx="918" cy="1040" r="16" fill="#c95c70"/>
<line x1="870" y1="990" x2="900" y2="1050" stroke="#fffdf8" stroke-width="22" stroke-linecap="round"/>
<g fill="#f2a5b0" opacity="0.9"><circle cx="700" cy="700" r="9"/><circle cx="760" cy="640" r="7"/><circle cx="1020" cy="620" r="9"/><circle cx="880" cy="560" r="7"/><circle cx="1110" cy="720" r="8"/></g>
<g fill="#fff3a8"><circle cx="720" cy="600" r="7"/><circle cx="950" cy="680" r="8"/><circle cx="1080" cy="560" r="6"/></g>
''')

cake = svg(1000, 1000, '''
<ellipse cx="500" cy="900" rx="330" ry="50" fill="#000000" opacity="0.12"/>
<rect x="230" y="620" width="540" height="260" rx="24" fill="#fff8ec" stroke="#e5d3b8" stroke-width="8"/>
<rect x="300" y="420" width="400" height="210" rx="22" fill="#fff8ec" stroke="#e5d3b8" stroke-width="8"/>
<rect x="370" y="260" width="260" height="170" rx="20" fill="#fff8ec" stroke="#e5d3b8" stroke-width="8"/>
<path d="M230 680 q45 40 90 0 q45 40 90 0 q45 40 90 0 q45 40 90 0 q45 40 90 0 q45 40 90 0" fill="none" stroke="#f2b8c0" stroke-width="14"/>
<path d="M300 470 q50 36 100 0 q50 36 100 0 q50 36 100 0 q50 36 100 0" fill="none" stroke="#f2b8c0" stroke-width="12"/>
<g fill="#e87a8a"><circle cx="450" cy="240" r="28"/><circle cx="500" cy="225" r="32"/><circle cx="550" cy="240" r="28"/></g>
<g fill="#8fb07a"><ellipse cx="420" cy="255" rx="26" ry="12"/><ellipse cx="580" cy="255" rx="26" ry="12"/></g>
''')

dance = svg(1600, 1100, '''
<defs><radialGradient id="glow" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#fbe3b0"/><stop offset="1" stop-color="#7a4f3a"/></radialGradient></defs>
<rect width="1600" height="1100" fill="url(#glow)"/>
<g fill="#fff2c4">''' + ''.join(f'<circle cx="{x}" cy="{80 + (x*37)%90}" r="14"/>' for x in range(60, 1600, 110)) + '''</g>
<path d="M0 110 Q400 200 800 110 T1600 110" fill="none" stroke="#5a3a2a" stroke-width="4"/>
<rect x="0" y="860" width="1600" height="240" fill="#5e3b2b"/>
<g transform="translate(620 330)">
<path d="M150 170 Q200 150 250 170 L330 560 H80Z" fill="#fffdf8"/><circle cx="200" cy="120" r="52" fill="#f0c6a0"/>
<path d="M145 125 Q150 60 200 60 Q255 60 258 125 Q240 85 200 83 Q160 85 145 125Z" fill="#7a4a2a"/>
<rect x="300" y="170" width="120" height="330" rx="36" fill="#2e3440"/><circle cx="360" cy="110" r="55" fill="#e8b98f"/>
<path d="M305 100 Q360 30 415 100 Q400 60 360 56 Q320 60 305 100Z" fill="#4a3525"/>
<line x1="250" y1="230" x2="310" y2="220" stroke="#e8b98f" stroke-width="26" stroke-linecap="round"/>
<rect x="305" y="480" width="45" height="90" fill="#2e3440"/><rect x="370" y="480" width="45" height="90" fill="#2e3440"/>
</g>
<g fill="#3d2a20" opacity="0.85"><circle cx="200" cy="640" r="50"/><rect x="140" y="690" width="120" height="200" rx="40"/>
<circle cx="1400" cy="630" r="50"/><rect x="1340" y="680" width="120" height="210" rx="40"/><circle cx="1260" cy="660" r="44"/><rect x="1205" y="705" width="110" height="190" rx="40"/></g>
''')

moved = svg(1600, 1200, '''
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd7ea"/><stop offset="1" stop-color="#eef4f7"/></linearGradient></defs>
<rect width="1600" height="1200" fill="url(#s)"/>
<rect x="0" y="880" width="1600" height="320" fill="#9fb58a"/><rect x="0" y="930" width="1600" height="120" fill="#b9b2a4"/>
<rect x="180" y="420" width="640" height="470" fill="#f3e6cf" stroke="#9c8668" stroke-width="8"/>
<polygon points="150,440 500,180 850,440" fill="#8a4b3a"/>
<rect x="430" y="650" width="130" height="240" fill="#6b4b3a"/>
<rect x="250" y="520" width="130" height="110" fill="#cfe3ef" stroke="#9c8668" stroke-width="8"/><rect x="620" y="520" width="130" height="110" fill="#cfe3ef" stroke="#9c8668" stroke-width="8"/>
<rect x="940" y="600" width="460" height="330" rx="14" fill="#e07a4f"/><rect x="1400" y="700" width="150" height="230" rx="14" fill="#c9633d"/>
<rect x="1420" y="720" width="100" height="80" fill="#cfe3ef"/>
<circle cx="1040" cy="950" r="52" fill="#333"/><circle cx="1040" cy="950" r="20" fill="#999"/><circle cx="1450" cy="950" r="52" fill="#333"/><circle cx="1450" cy="950" r="20" fill="#999"/>
<text x="1170" y="790" font-family="DejaVu Serif, serif" font-size="64" fill="#fff6e8" text-anchor="middle">MOVING</text>
<g fill="#c8a27a" stroke="#8e6a48" stroke-width="5"><rect x="860" y="820" width="90" height="70"/><rect x="880" y="760" width="70" height="60"/></g>
''')

kitchen = svg(1600, 1200, '''
<rect width="1600" height="1200" fill="#f4e4c8"/>
<g fill="#e9d3ad">''' + ''.join(f'<rect x="{x}" y="0" width="60" height="720"/>' for x in range(0, 1600, 120)) + '''</g>
<rect x="1000" y="140" width="420" height="340" fill="#cfe6f0" stroke="#8e6a48" stroke-width="14"/><line x1="1210" y1="140" x2="1210" y2="480" stroke="#8e6a48" stroke-width="10"/>
<path d="M1000 140 q105 90 210 0 q105 90 210 0 v-20 h-420z" fill="#d9676a"/>
<rect x="0" y="720" width="1600" height="480" fill="#b98a5e"/>
<ellipse cx="760" cy="880" rx="620" ry="170" fill="#f7f1e6"/>
<path d="M140 880 Q760 1110 1380 880 L1380 930 Q760 1160 140 930Z" fill="#e5d9c4"/>
<g fill="#d9676a" opacity="0.6">''' + ''.join(f'<rect x="{x}" y="780" width="40" height="40"/>' for x in range(260, 1280, 80)) + '''</g>
<ellipse cx="700" cy="850" rx="220" ry="70" fill="#c98b4a"/><ellipse cx="700" cy="835" rx="200" ry="58" fill="#e3a55c"/>
<g stroke="#b3733a" stroke-width="10"><line x1="560" y1="835" x2="840" y2="835"/><line x1="600" y1="805" x2="800" y2="865"/><line x1="600" y1="865" x2="800" y2="805"/></g>
<rect x="1030" y="760" width="120" height="150" rx="16" fill="#fdfbf6" stroke="#8ea9b8" stroke-width="8"/><path d="M1150 790 q50 10 0 80" fill="none" stroke="#8ea9b8" stroke-width="10"/>
''')

def portrait(skin, hair, bg, shirt, extra):
    return svg(900, 900, f'''
<defs><radialGradient id="b" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="{bg[0]}"/><stop offset="1" stop-color="{bg[1]}"/></radialGradient></defs>
<rect width="900" height="900" fill="url(#b)"/>
<path d="M170 900 Q180 650 450 630 Q720 650 730 900Z" fill="{shirt}"/>
<rect x="400" y="540" width="100" height="110" fill="{skin}"/>
<ellipse cx="450" cy="420" rx="175" ry="205" fill="{skin}"/>
{hair}
<g fill="#3b2a22"><ellipse cx="385" cy="420" rx="14" ry="16"/><ellipse cx="515" cy="420" rx="14" ry="16"/></g>
<path d="M380 520 Q450 575 520 520" fill="none" stroke="#a0524a" stroke-width="12" stroke-linecap="round"/>
<g fill="#e69a8a" opacity="0.45"><circle cx="355" cy="480" r="34"/><circle cx="545" cy="480" r="34"/></g>
{extra}''')

rose = portrait('#f1c9a5', '<path d="M270 420 Q260 200 450 190 Q640 200 630 420 Q610 280 450 270 Q300 280 270 420Z" fill="#d9d4cf"/><circle cx="450" cy="195" r="70" fill="#d9d4cf"/>',
                ('#fbe6c9', '#e2b98c'), '#7f9a7a',
                '<g fill="none" stroke="#6b5a4a" stroke-width="8"><circle cx="385" cy="420" r="46"/><circle cx="515" cy="420" r="46"/><line x1="431" y1="420" x2="469" y2="420"/></g><circle cx="450" cy="700" r="16" fill="#f4efe6"/><circle cx="420" cy="690" r="12" fill="#f4efe6"/><circle cx="480" cy="690" r="12" fill="#f4efe6"/>')
joe = portrait('#e4b58e', '<path d="M280 380 Q290 300 330 290 L330 360 Q300 360 280 380Z" fill="#b8b0a8"/><path d="M620 380 Q610 300 570 290 L570 360 Q600 360 620 380Z" fill="#b8b0a8"/><path d="M260 300 Q450 150 640 300 L650 250 Q450 120 250 250Z" fill="#4f6b8a"/><rect x="240" y="250" width="420" height="50" rx="20" fill="#4f6b8a"/>',
               ('#dfe9f0', '#9fb6c8'), '#8a5a44',
               '<path d="M390 495 Q450 470 510 495" fill="none" stroke="#b8b0a8" stroke-width="16" stroke-linecap="round"/>')


def run(*args):
    subprocess.run(args, check=True)

recordings, people = 'sample-archive/recordings', 'sample-archive/people'
with tempfile.TemporaryDirectory() as work:
    for name, body in dict(wedding=wedding, cake=cake, dance=dance, moved=moved, kitchen=kitchen, rose=rose, joe=joe).items():
        with open(f'{work}/{name}.svg', 'w') as file:
            file.write(body)
        run('vips', 'copy', f'{work}/{name}.svg', f'{work}/{name}.png')
    # Stored turned a quarter to the left, as a phone held upright stores it; tag 6 turns it back.
    church = f'{recordings}/our-wedding-church.jpg'
    run('vips', 'rot', f'{work}/wedding.png', f'{work}/wedding-stored.png', 'd270')
    run('vips', 'jpegsave', f'{work}/wedding-stored.png', church, '--Q', '82', '--strip')
    run('exiftool', '-q', '-overwrite_original', '-n', '-Orientation=6', '-Make=Apple', '-Model=iPhone 12',
        '-GPSLatitude=41.5868', '-GPSLatitudeRef=N', '-GPSLongitude=93.6250', '-GPSLongitudeRef=W',
        '-DateTimeOriginal=2020:06:20 15:02:11', church)
    shutil.copy(f'{work}/cake.png', f'{recordings}/our-wedding-cake.png')
    run('vips', 'webpsave', f'{work}/dance.png', f'{recordings}/our-wedding-dance.webp', '--Q', '80')
    run('vips', 'jpegsave', f'{work}/moved.png', f'{work}/moved.jpg', '--Q', '90')
    run('heif-enc', '-q', '60', '-o', f'{recordings}/2024-03-05 The day we moved.heic', f'{work}/moved.jpg')
    run('vips', 'jpegsave', f'{work}/kitchen.png', f'{recordings}/Grandmothers Kitchen.jpg', '--Q', '82', '--strip')
    os.makedirs(people, exist_ok=True)
    for name in ('rose', 'joe'):
        run('vips', 'jpegsave', f'{work}/{name}.png', f'{people}/{name}.jpg', '--Q', '85', '--strip')
