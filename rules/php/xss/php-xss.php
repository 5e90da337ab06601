<?php
$name = $_GET['name'];
// ruleid: php-xss
echo "<h1>Hello $name</h1>";
// ok: php-xss
echo '<h1>Hello ' . htmlspecialchars($name, ENT_QUOTES, 'UTF-8') . '</h1>';
// ruleid: php-xss
print '<p>' . $_POST['comment'] . '</p>';
// ok: php-xss
print '<p>' . htmlentities($_POST['comment']) . '</p>';
// ruleid: php-xss
printf('<a href="%s">back</a>', $_SERVER['HTTP_REFERER']);
// ok: php-xss
printf('<span>%d items</span>', (int) $_GET['count']);
// ruleid: php-xss
?><div><p><?= $_GET['q'] ?></p>
<?php
// ok: php-xss
?><p><?= htmlspecialchars($_GET['q']) ?></p></div>
<?php
if (!ctype_digit($_GET['id'])) {
    // ruleid: php-xss
    echo 'Invalid id: ' . $_GET['id'];
    exit;
}
// ok: php-xss
echo 'Item ' . $_GET['id'];
if (!isset($_GET['ref']) || !ctype_alnum($_GET['ref'])) {
    // ruleid: php-xss
    echo 'Unknown reference ' . $_GET['ref'];
}
if (!isset($_GET['tag'])) {
    // ok: php-xss
    echo 'No tag given ' . $_GET['tag'];
}
if ($_FILES['upload']['error']) {
    // ok: php-xss
    echo 'Upload failed with code ' . $_FILES['upload']['error'];
}
// ok: php-xss
echo '<a href="?page=' . ($_GET['page'] + 1) . '">next</a>';
$fields = ['id' => 0] + $_POST;
// ruleid: php-xss-quoted-attribute
echo '<input value="' . $fields['name'] . '">';
// ok: php-xss
printf('<p>%d%% done</p>', $_GET['progress']);
// ruleid: php-xss
printf('<p>%1$s: %2$d</p>', $_GET['label'], $_GET['progress']);
// ok: php-xss
echo '<p>' . esc_html($_GET['notice']) . '</p>';
// ok: php-xss
echo '<input value="' . esc_attr($_POST['email']) . '">';
// ruleid: php-xss-quoted-attribute
echo '<input value="' . sanitize_text_field($_POST['email']) . '">';
function laravel_page(\Illuminate\Http\Request $request) {
    // ruleid: php-xss
    return response('<h1>' . $request->input('q') . '</h1>');
}
function laravel_json(\Illuminate\Http\Request $request) {
    // ok: php-xss
    return response()->json(['q' => $request->input('q')]);
}
function twig_page(\Twig\Environment $twig) {
    // ok: php-xss
    echo $twig->render('page.html.twig', ['q' => $_GET['q']]);
    // ok: php-xss
    echo $twig->load('page.html.twig')->render(['q' => $_GET['q']]);
    // ruleid: php-xss
    echo '<div>' . $_GET['q'] . '</div>' . $twig->render('footer.html.twig');
}
class PageView {
    protected static $engine;
    private function template(string $name): \Twig\TemplateWrapper {
        return static::$engine->load($name);
    }
    private function raw(string $name) {
        return static::$engine->load($name);
    }
    public function show() {
        // ok: php-xss
        echo $this->template('page.twig')->render(['q' => $_GET['q']]);
        // ruleid: php-xss
        echo $this->raw('page.twig')->render(['q' => $_GET['q']]);
    }
}
function extracted_request() {
    $title = 'Welcome';
    extract($_GET);
    // ruleid: php-xss
    echo "<h2>$title</h2>";
}
function extracted_constants() {
    $title = $_GET['title'];
    extract(['title' => 'Welcome', 'lang' => 'en']);
    // ok: php-xss
    echo "<h2>$title</h2>";
}
function extracted_skip() {
    $title = 'Welcome';
    $count = 3;
    extract(['title' => 'Hello']);
    // ok: php-xss
    echo "<h2>$title ($count)</h2>";
}
$q = $_GET['q'] ?? '';
// ruleid: php-xss-quoted-attribute
echo "<input value='" . htmlspecialchars($q, ENT_NOQUOTES) . "'>";
// ok: php-xss
echo "<input value='" . htmlspecialchars($q, ENT_QUOTES | ENT_HTML5) . "'>";
$filters = ['term' => $q];
// Inside a script element: the context rule reports it (once).
// ruleid: php-xss-script
echo '<script>var f = ' . json_encode($filters) . ';</script>';
// ok: php-xss, php-xss-script
echo '<script>var f = ' . json_encode($filters, JSON_HEX_TAG | JSON_HEX_AMP) . ';</script>';
// ok: php-xss
echo '<script>var f = ' . json_encode($filters, JSON_HEX_TAG) . ';</script>';
function plain_status() {
    header('Content-Type: text/plain; charset=utf-8');
    // ok: php-xss
    echo "Status: " . $_GET['status'];
}
function json_status() {
    header('Content-Type: application/json');
    // ok: php-xss
    echo '{"q": "' . $_GET['q'] . '"}';
}
function html_status() {
    header('Content-Type: text/plain');
    header('Content-Type: text/html; charset=utf-8');
    // ruleid: php-xss
    echo "<p>" . $_GET['status'] . "</p>";
}
