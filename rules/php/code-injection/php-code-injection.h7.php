<?php
// A class constant list is an allow-list, read from a static method as from anywhere.
final class H7Hooks
{
    private const ALLOWED = ['strtoupper', 'strtolower'];

    public static function run()
    {
        $cb = $_POST['cb'];
        if (in_array($cb, self::ALLOWED, true)) {
            // ok: php-code-injection
            return call_user_func($cb, 'x');
        }
        // ruleid: php-code-injection
        return call_user_func($cb, 'x');
    }
}

// var_export($x, true) answers a PHP literal: evaluated, it is the value, not code.
function h8_export_eval()
{
    $list = ['alpha', $_SERVER['HTTP_X_SNIPPET'] ?? ''];
    $code = var_export($list[1], true);
    // ok: php-code-injection
    eval('echo ' . $code . ';');
    $printed = var_export($list[1]);
    // ruleid: php-code-injection
    eval('echo ' . $list[1] . ';');
}

// A callable name with a constant word prefix names only functions with that prefix.
function h8_report_dispatch()
{
    // ok: php-code-injection
    call_user_func('report_' . $_GET['kind']);
    // ruleid: php-code-injection
    call_user_func($_GET['kind'] . '_report');
    $fn = 'export_' . $_POST['format'];
    // ok: php-code-injection
    $fn();
}

// Library functions that call a callable given after the data: a request-chosen comparator runs.
function h9_sort_callback()
{
    $names = ['beta', 'alpha'];
    $cmp = $_GET['cmp'] ?? 'strcmp';
    // ruleid: php-code-injection
    usort($names, $cmp);
    // ok: php-code-injection
    usort($names, 'strcmp');
    $allowed = ['strcmp', 'strcasecmp'];
    if (in_array($cmp, $allowed, true)) {
        // ok: php-code-injection
        usort($names, $cmp);
    }
    // ok: php-code-injection
    usort($names, fn ($a, $b) => strlen($a) - strlen($b));
    return $names;
}
