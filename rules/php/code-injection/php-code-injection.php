<?php
$expr = $_POST['expr'];
// ruleid: php-code-injection
eval('$result = ' . $expr . ';');
// ok: php-code-injection
eval('$result = ' . intval($expr) . ';');
// ruleid: php-code-injection
echo preg_replace('/(\w+)/e', $_GET['code'], 'text');
// ok: php-code-injection
echo preg_replace('/(\w+)/i', $_GET['code'], 'text');
// ruleid: php-code-injection
assert($_GET['check']);
// ok: php-code-injection
assert(true);
// ruleid: php-code-injection
call_user_func($_GET['fn'], $_GET['arg']);
// ok: php-code-injection
call_user_func('strtoupper', $_GET['arg']);
class Hooks {
    public $data;
    public function run() { return 'ok'; }
}
$hooks = new Hooks();
$hooks->data = $_GET['payload'];
// ok: php-code-injection
call_user_func([$hooks, 'run']);
// ruleid: php-code-injection
call_user_func([$hooks, $_GET['method']]);
$action = $_GET['action'];
// ruleid: php-code-injection
$action($_GET['id']);
$handlers = ['list' => 'list_items', 'show' => 'show_item'];
$handler = $handlers[$_GET['action']] ?? 'list_items';
// ok: php-code-injection
$handler($_GET['id']);
$double = function ($x) { return $x * 2; };
// ok: php-code-injection
$double($_GET['n']);
$expr = $_GET['expr'] ?? '1+1';
if (preg_match('/^[0-9+\-*\/ ().]+$/', $expr)) {
    // ok: php-code-injection
    eval('$result = ' . $expr . ';');
}
if (preg_match('/^[0-9a-z+\-*\/ ]+$/', $expr)) {
    // ruleid: php-code-injection
    eval('$result = ' . $expr . ';');
}
if (preg_match('/[0-9+\-*\/ ]+/', $expr)) {
    // ruleid: php-code-injection
    eval('$result = ' . $expr . ';');
}
function calculate(string $formula)
{
    // A bounded length is still the calculator's alphabet; the guard returns early otherwise.
    if (!preg_match('/^[0-9+\-*\/ ().]{1,64}$/', $formula)) {
        return null;
    }
    // ok: php-code-injection
    return eval('return ' . $formula . ';');
}
calculate($_POST['formula']);
function calculateWords(string $formula)
{
    if (!preg_match('/^[0-9a-z+\-*\/ ().]{1,64}$/', $formula)) {
        return null;
    }
    // ruleid: php-code-injection
    return eval('return ' . $formula . ';');
}
// ruleid: php-code-injection
calculateWords($_POST['formula']);
