<!DOCTYPE html>
<html lang="en">
<head>
    <meta charset="utf-8">
    <title><?php echo $pageTitle; ?></title>
    <link rel="stylesheet" href="/assets/css/main.css">
</head>
<body>
<div id="header">
    <a href="/index.php"><img src="/assets/images/logo.png" alt="Harbor Training Lab"></a>
    <span class="user">Signed in as <?php echo lab_e(lab_current_user() ?? 'guest'); ?></span>
    <span class="level">Security level: <?= lab_e(lab_security_level()) ?></span>
</div>
<div id="main_menu">
    <ul>
        <li><a href="/modules/sqli/">SQL Injection</a></li>
        <li><a href="/modules/sqli_blind/">SQL Injection (Blind)</a></li>
        <li><a href="/modules/xss_reflected/">XSS (Reflected)</a></li>
        <li><a href="/modules/xss_stored/">XSS (Stored)</a></li>
        <li><a href="/modules/exec/">Command Injection</a></li>
        <li><a href="/modules/file_include/">File Inclusion</a></li>
        <li><a href="/modules/upload/">File Upload</a></li>
        <li><a href="/modules/open_redirect/">Open Redirect</a></li>
        <li><a href="/modules/weak_id/">Weak Session IDs</a></li>
        <li><a href="/modules/crypto/">Cryptography</a></li>
        <li><a href="/modules/xxe/">XML External Entities</a></li>
        <li><a href="/modules/deserialization/">Deserialization</a></li>
        <li><a href="/modules/ssrf/">Server-Side Request Forgery</a></li>
        <li><a href="/security.php">Security Level</a></li>
        <li><a href="/logout.php">Logout</a></li>
    </ul>
</div>
<div id="main_body">
<?php echo $messages; ?>
