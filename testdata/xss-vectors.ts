/**
 * Guardian's own XSS vectors, written for this project (not copied from a public list). Each one is aimed at
 * a place where Guardian shows what someone else wrote: rich text that the CMS sanitises (static pages, e-mail
 * templates), and plain text shown in tables, modals, maps and the audit timeline (names, log lines,
 * descriptions). A vector "passes" when nothing in it runs, nothing is fetched from another host, the page
 * stays where it is and, in plain-text places, the text reads back character for character.
 *
 * Rules for adding one: no NUL and no lone surrogate (PostgreSQL text refuses them: that is the naughty
 * strings' job), and no picture or link to a real outside host that the sanitiser would rightly keep (an
 * `<img src="https://…">` is allowed content; the browser checks would flag it as a request leaving).
 */
export type XssVector = { title: string; payload: string };

const scripts: XssVector[] = [
  { title: 'plain script element', payload: '<script>alert("guardian-1")</script>' },
  { title: 'script with a same-origin source', payload: '<script src="/v1/auth/unlock"></script>' },
  { title: 'module script with a dynamic import', payload: '<script type="module">import("/x.js")</script>' },
  { title: 'script name split around an inner script', payload: '<scr<script>x</script>ipt>alert("guardian-2")</scr<script>x</script>ipt>' },
  { title: 'comment inside a script that hides an image', payload: '<script>/*</script><img src=x onerror=alert("guardian-3")>*/</script>' },
  { title: 'upper-case tag and attribute names', payload: '<SCRIPT>alert("guardian-4")</SCRIPT><IMG SRC=x ONERROR=alert("guardian-5")>' },
  { title: 'script closed by a tag with trailing junk', payload: '<script>alert("guardian-6")</script foo="bar">' },
  { title: 'script with no closing tag at the end of the content', payload: '<script>alert("guardian-7")' },
];

const handlers: XssVector[] = [
  { title: 'image error handler', payload: '<img src=x onerror=alert("guardian-10")>' },
  { title: 'image error handler separated by slashes', payload: '<img/src=x/onerror=alert("guardian-11")>' },
  { title: 'handler after a tab, a newline and a form feed', payload: '<img\tsrc=x\nonerror\f=alert("guardian-12")>' },
  { title: 'handler quoted with backticks', payload: '<img src=`x` onerror=`alert("guardian-13")`>' },
  { title: 'handler with its name in entities (must stay text)', payload: '<img src=x &#111;nerror=alert("guardian-14")>' },
  { title: 'handler whose code is entity-encoded', payload: '<img src="x" onerror="&#97;&#108;&#101;&#114;&#116;(&quot;guardian-15&quot;)">' },
  { title: 'svg load handler', payload: '<svg onload=alert("guardian-16")>' },
  { title: 'svg with a nested load handler', payload: '<svg><g onload="alert(\'guardian-17\')"><rect width="10" height="10"/></g></svg>' },
  { title: 'body load handler inside content', payload: '<body onload=alert("guardian-18")>' },
  { title: 'autofocus input with a focus handler', payload: '<input autofocus onfocus=alert("guardian-19")>' },
  { title: 'open details with a toggle handler', payload: '<details open ontoggle=alert("guardian-20")><summary>Details</summary></details>' },
  { title: 'video source error handler', payload: '<video><source onerror=alert("guardian-21")></video>' },
  { title: 'audio error handler', payload: '<audio src=x onerror=alert("guardian-22")></audio>' },
  { title: 'select autofocus with a focus handler', payload: '<select autofocus onfocus=alert("guardian-23")><option>One</option></select>' },
  { title: 'iframe load handler', payload: '<iframe onload=alert("guardian-24")></iframe>' },
  { title: 'object error handler', payload: '<object data=x onerror=alert("guardian-25")></object>' },
  { title: 'page-wide pointer handler on an allowed tag', payload: '<div onpointerover=alert("guardian-26") style="position:fixed;inset:0">Move here</div>' },
  { title: 'link with a mouse handler', payload: '<a href="/admin" onmouseover=alert("guardian-27")>Dashboard</a>' },
  { title: 'paragraph with a handler (allowed tag, forbidden attribute)', payload: '<p onclick=alert("guardian-28") title="Read me">Click the paragraph</p>' },
  {
    title: 'animation end handler with a style that animates',
    payload: '<style>@keyframes k{}</style><b style="animation-name:k" onanimationstart=alert("guardian-29")>bold</b>',
  },
  { title: 'handler on a custom element', payload: '<guardian-card onclick=alert("guardian-30") tabindex=0>Card</guardian-card>' },
  { title: 'handler after a broken attribute quote', payload: '<img src="x" alt="a"b" onerror=alert("guardian-31")>' },
  { title: 'form with a focused button handler', payload: '<form><button autofocus onfocus=alert("guardian-32")>Go</button></form>' },
  { title: 'marquee start handler', payload: '<marquee onstart=alert("guardian-33")>news</marquee>' },
];

const urls: XssVector[] = [
  { title: 'javascript link', payload: '<a href="javascript:alert(\'guardian-40\')">Open</a>' },
  { title: 'javascript link in mixed case', payload: '<a href="JaVaScRiPt:alert(\'guardian-41\')">Open</a>' },
  { title: 'javascript link in decimal entities', payload: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">Open</a>' },
  {
    title: 'javascript link in hex entities without semicolons',
    payload: '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">Open</a>',
  },
  { title: 'javascript link with an encoded tab in the scheme', payload: '<a href="jav&#x09;ascript:alert(\'guardian-42\')">Open</a>' },
  { title: 'javascript link with a newline in the scheme', payload: '<a href="java\nscript:alert(\'guardian-43\')">Open</a>' },
  { title: 'javascript link after a control character', payload: '<a href="\u0001javascript:alert(\'guardian-44\')">Open</a>' },
  { title: 'javascript link after a line separator', payload: '<a href="\u2028javascript:alert(\'guardian-45\')">Open</a>' },
  { title: 'javascript link with the colon as a named entity', payload: '<a href="javascript&colon;alert(\'guardian-46\')">Open</a>' },
  { title: 'vbscript link', payload: '<a href="vbscript:msgbox(&quot;guardian-47&quot;)">Open</a>' },
  { title: 'html data link', payload: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Open</a>' },
  {
    title: 'svg data picture with a script',
    payload: '<img src="data:image/svg+xml,&lt;svg xmlns=&quot;http://www.w3.org/2000/svg&quot; onload=&quot;alert(1)&quot;/&gt;">',
  },
  { title: 'html data picture', payload: '<img src="data:text/html,<script>alert(\'guardian-48\')</script>">' },
  { title: 'protocol-relative picture', payload: '<img src="//guardian.invalid/pixel.png" alt="pixel">' },
  { title: 'protocol-relative link with backslashes', payload: '<a href="\\\\guardian.invalid/login">Sign in</a>' },
  { title: 'javascript image source', payload: '<img src="javascript:alert(\'guardian-49\')">' },
  { title: 'javascript frame', payload: '<iframe src="javascript:alert(\'guardian-50\')"></iframe>' },
  { title: 'javascript form action', payload: '<form action="javascript:alert(\'guardian-51\')"><button>Send</button></form>' },
  { title: 'javascript button form action', payload: '<form><button formaction="javascript:alert(\'guardian-52\')">Send</button></form>' },
  { title: 'javascript object data', payload: '<object data="javascript:alert(\'guardian-53\')"></object>' },
  { title: 'javascript embed', payload: '<embed src="javascript:alert(\'guardian-54\')">' },
  { title: 'javascript image map area', payload: '<map name="m"><area shape="rect" coords="0,0,50,50" href="javascript:alert(\'guardian-55\')"></map>' },
  { title: 'MathML element with a javascript link', payload: '<math><mi href="javascript:alert(\'guardian-56\')">click</mi></math>' },
  { title: 'svg link with an xlink javascript target', payload: '<svg><a xlink:href="javascript:alert(\'guardian-57\')"><text y="20">click</text></a></svg>' },
  {
    title: 'svg animation that sets a javascript link',
    payload: '<svg><a><animate attributeName="href" values="javascript:alert(\'guardian-58\')"/><text y="20">click</text></a></svg>',
  },
  { title: 'svg set that adds a handler', payload: '<svg><set attributeName="onmouseover" to="alert(\'guardian-59\')"/></svg>' },
  { title: 'link whose text looks like another address', payload: '<a href="mailto:help@guardian.invalid">https://guardian.example/reset</a>' },
];

const rawTextAndMutation: XssVector[] = [
  { title: 'noscript whose attribute closes it', payload: '<noscript><p title="</noscript><img src=x onerror=alert(\'guardian-60\')>"></noscript>' },
  { title: 'style inside svg holding an image', payload: '<svg><style><img src=x onerror=alert("guardian-61")></style></svg>' },
  { title: 'MathML text, table and glyph around a style', payload: '<math><mtext><table><mglyph><style><img src=x onerror=alert("guardian-62")>' },
  { title: 'nested forms switching namespaces', payload: '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=alert("guardian-63")>' },
  { title: 'template holding a script', payload: '<template><script>alert("guardian-64")</script></template>' },
  { title: 'textarea closed early, then a script', payload: '<textarea></textarea><script>alert("guardian-65")</script>' },
  { title: 'title holding an image', payload: '<title><img src=x onerror=alert("guardian-66")></title>' },
  { title: 'xmp closed early, then an image', payload: '<xmp></xmp><img src=x onerror=alert("guardian-67")>' },
  { title: 'frame written in srcdoc', payload: '<iframe srcdoc="&lt;script&gt;parent.alert(\'guardian-68\')&lt;/script&gt;"></iframe>' },
  { title: 'comment that ends inside an attribute', payload: '<!--<img src="--><img src=x onerror=alert("guardian-69")//">' },
  { title: 'CDATA section in HTML', payload: '<![CDATA[><img src=x onerror=alert("guardian-70")>]]>' },
  { title: 'CDATA section inside svg', payload: '<svg><![CDATA[><img src=x onerror=alert("guardian-71")>]]></svg>' },
  { title: 'processing instruction', payload: '<?xml version="1.0"?><img src=x onerror=alert("guardian-72")>' },
  {
    title: 'svg foreign object with a frame',
    payload: '<svg><foreignObject><iframe srcdoc="<script>parent.alert(1)</script>"></iframe></foreignObject></svg>',
  },
  { title: 'select holding an image in its option', payload: '<select><option><img src=x onerror=alert("guardian-73")></option></select>' },
  { title: 'table text that the parser moves out', payload: '<table><img src=x onerror=alert("guardian-74")><tr><td>cell</td></tr></table>' },
  { title: 'unclosed image at the end of the content', payload: '<img src=x onerror=alert("guardian-75") ' },
  { title: 'style element that closes and opens a script', payload: '<style></style><script>alert("guardian-76")</script>' },
  { title: 'noembed closed early', payload: '<noembed></noembed><img src=x onerror=alert("guardian-77")>' },
];

const styles: XssVector[] = [
  { title: 'javascript in a CSS background', payload: '<div style="background:url(javascript:alert(\'guardian-80\'))">box</div>' },
  { title: 'CSS expression', payload: '<p style="width:expression(alert(\'guardian-81\'))">old browsers</p>' },
  { title: 'style element that loads a picture', payload: '<style>p{background:url(/v1/auth/logout)}</style><p>styled</p>' },
  {
    title: 'overlay that covers the page',
    payload: '<p style="text-align:center;position:fixed;top:0;left:0;width:100%;height:100%;background:#fff;z-index:9999">Session expired: sign in again</p>',
  },
  { title: 'alignment with an injected declaration', payload: '<p style="text-align:center;background-image:url(x)">centred</p>' },
  { title: 'style sheet link', payload: '<link rel="stylesheet" href="/x.css">' },
  { title: 'CSS escape that spells javascript', payload: '<div style="background:url(\\6a\\61\\76\\61script:alert(1))">escaped</div>' },
];

const navigation: XssVector[] = [
  { title: 'meta refresh to a javascript address', payload: '<meta http-equiv="refresh" content="0;url=javascript:alert(\'guardian-90\')">' },
  { title: 'meta refresh within the site', payload: '<meta http-equiv="refresh" content="0;url=/auth/login?next=reset">' },
  { title: 'base element that moves relative links', payload: '<base href="/elsewhere/"><a href="profile">Profile</a>' },
  { title: 'form that posts a sign-out', payload: '<form action="/v1/auth/logout" method="post"><button>Continue reading</button></form>' },
  {
    title: 'password field asking for credentials',
    payload: '<form><label>Password <input type="password" name="password"></label><button>Confirm</button></form>',
  },
  { title: 'link that opens a new tab', payload: '<a href="https://guardian.invalid/help" target="_blank">Help</a>' },
  { title: 'link that names its own opener', payload: '<a href="/admin/profile" target="_top" rel="opener">Profile</a>' },
];

const clobbering: XssVector[] = [
  { title: 'form that shadows its attributes', payload: '<form id="guardian"><input name="attributes"><input name="submit"></form>' },
  { title: 'image named like a document method', payload: '<img name="getElementById" src=x>' },
  { title: 'anchors that shadow a global name twice', payload: '<a id="config"></a><a id="config" name="apiUrl" href="/x">x</a>' },
  { title: 'element id of a prototype property', payload: '<div id="__proto__">proto</div><div id="constructor">ctor</div>' },
  { title: 'input named cookie', payload: '<form name="cookie"><input name="value"></form>' },
];

/** Aimed at places that show text, not HTML: a name or a log line that must come back exactly as typed. */
const textContexts: XssVector[] = [
  { title: 'attribute break then an image', payload: '"><img src=x onerror=alert("guardian-100")>' },
  { title: 'single-quote attribute break then svg', payload: "'><svg onload=alert('guardian-101')>" },
  { title: 'cell break then a script', payload: '</td></tr></table><script>alert("guardian-102")</script>' },
  { title: 'textarea break', payload: '</textarea><img src=x onerror=alert("guardian-103")>' },
  { title: 'title break', payload: '</title><img src=x onerror=alert("guardian-104")>' },
  { title: 'style break', payload: '</style><img src=x onerror=alert("guardian-105")>' },
  { title: 'script string break with a single quote', payload: "';alert('guardian-106');//" },
  { title: 'script string break with a double quote', payload: '";alert("guardian-107");//' },
  { title: 'script block break inside JSON', payload: '</script><script>alert("guardian-108")</script>' },
  { title: 'template literal placeholder', payload: '${alert("guardian-109")}' },
  { title: 'template-engine expression', payload: '{{constructor.constructor(\'alert("guardian-110")\')()}}' },
  { title: 'javascript address as a plain name', payload: 'javascript:alert("guardian-111")' },
  { title: 'escaped markup that a second decoding would open', payload: '&lt;img src=x onerror=alert("guardian-112")&gt;' },
  { title: 'percent-encoded markup', payload: '%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E' },
  { title: 'JavaScript escapes of markup', payload: '\\u003cimg src=x onerror=alert(1)\\u003e' },
  { title: 'markdown link to a javascript address', payload: '[Open the report](javascript:alert("guardian-113"))' },
  { title: 'full-width angle brackets', payload: '＜script＞alert("guardian-114")＜/script＞' },
  { title: 'zero-width space inside the tag name', payload: '<scr\u200Bipt>alert("guardian-115")</scr\u200Bipt>' },
  { title: 'right-to-left override hiding a file type', payload: 'report\u202Egpj.exe<img src=x onerror=alert(1)>' },
  { title: 'React-style raw HTML property as text', payload: '{"__html":"<img src=x onerror=alert(1)>"}' },
  { title: 'spreadsheet formula with a link', payload: '=HYPERLINK("javascript:alert(1)","Open")' },
  { title: 'prototype keys as a name', payload: '__proto__ constructor prototype toString' },
  { title: 'URL-looking name with credentials', payload: 'https://admin:secret@guardian.invalid/<script>alert(1)</script>' },
  { title: 'very long name of repeated images', payload: '<img src=x onerror=alert(1)>'.repeat(40) },
  {
    title: 'deeply nested allowed tags with a handler at the bottom',
    payload: '<div>'.repeat(60) + '<span onclick=alert(1)>deep</span>' + '</div>'.repeat(60),
  },
];

export const XSS_VECTORS: readonly XssVector[] = [
  ...scripts,
  ...handlers,
  ...urls,
  ...rawTextAndMutation,
  ...styles,
  ...navigation,
  ...clobbering,
  ...textContexts,
];
