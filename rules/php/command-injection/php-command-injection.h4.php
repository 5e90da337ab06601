<?php
function ping_checked() {
    $ip = $_REQUEST['ip'];
    if (filter_var($ip, FILTER_VALIDATE_IP) === false) {
        die('bad address');
    }
    // ok: php-command-injection
    shell_exec('ping -c 4 ' . $ip);
}
function ping_unchecked() {
    $ip = $_REQUEST['ip'];
    if (filter_var($ip, FILTER_VALIDATE_IP) === false) {
        error_log('odd address');
    }
    // ruleid: php-command-injection
    shell_exec('ping -c 4 ' . $ip);
}
function whois_host() {
    $domain = $_GET['domain'];
    if (!preg_match('/^[a-z0-9.-]+\.[a-z]{2,}$/i', $domain)) {
        $domain = 'example.com';
    }
    // ok: php-command-injection
    system("whois $domain");
    $raw = $_GET['raw'];
    if (!preg_match('/^[a-z0-9 .-]+$/i', $raw)) {
        $raw = 'example.com';
    }
    // ruleid: php-command-injection
    system("whois $raw");
}
function backup(\Illuminate\Http\Request $request) {
    $db = $request->input('database');
    if (!in_array($db, ['shop', 'blog'], true)) {
        abort(422);
    }
    // ok: php-command-injection
    system("mysqldump $db");
    $other = $request->input('other');
    if (!in_array($other, ['shop', 'blog'], true)) {
        report_bad_input();
    }
    // ruleid: php-command-injection
    system("mysqldump $other");
}
