<?php
$q = $_GET['q'] ?? '';
$results = [];
$title = isset($_GET['title']) ? strip_tags($_GET['title'], '<b><a>') : 'Home';
?>
<?php if (!$results): ?>
<?php
// ruleid: php-xss
?><p>No results for <?php echo $q; ?></p>
<?php endif; ?>
<?php
// ruleid: php-xss
?><h1><?= $title ?></h1>
<?php
// ok: php-xss
?><h2><?= strip_tags($_GET['title'] ?? '') ?></h2>
<?php
function greet(\Illuminate\Http\Request $request) {
    // ok: php-xss
    return response('<h1>Hello ' . e($request->input('name')) . '</h1>');
}
function greet_raw(\Illuminate\Http\Request $request) {
    // ruleid: php-xss
    return response('<h1>Hello ' . $request->input('name') . '</h1>');
}
