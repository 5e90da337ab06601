<?php
// An XML user store looked up with DOMXPath.
function xpath_login(): bool
{
    $doc = new DOMDocument();
    $doc->load(__DIR__ . '/users.xml');
    $xpath = new DOMXPath($doc);
    $user = $_POST['user'];
    $pass = $_POST['pass'];
    // ruleid: php-xpath-injection
    $nodes = $xpath->query("//user[name='" . $user . "' and password='" . sha1($pass) . "']");
    return $nodes->length === 1;
}

function xpath_count(DOMXPath $xpath): float
{
    // ruleid: php-xpath-injection
    return $xpath->evaluate("count(//order[@status='{$_GET['status']}'])");
}

function simplexml_lookup(): array
{
    $catalog = simplexml_load_file(__DIR__ . '/catalog.xml');
    // ruleid: php-xpath-injection
    return $catalog->xpath('//book[author="' . $_GET['author'] . '"]');
}

function simplexml_string_lookup(string $xml): array
{
    $doc = simplexml_load_string($xml);
    // ruleid: php-xpath-injection
    return $doc->xpath(sprintf("//item[@sku='%s']", $_REQUEST['sku']));
}

// A number, an allow-listed name or a value without quotes cannot leave the string literal.
function xpath_by_id(DOMXPath $xpath)
{
    $id = (int) $_GET['id'];
    // ok: php-xpath-injection
    return $xpath->query("//product[@id=$id]");
}

function xpath_by_status(DOMXPath $xpath)
{
    $status = $_GET['status'] ?? 'open';
    if (!in_array($status, ['open', 'closed', 'pending'], true)) {
        $status = 'open';
    }
    // ok: php-xpath-injection
    return $xpath->query("//order[@status='$status']");
}

function xpath_by_code(DOMXPath $xpath)
{
    $code = $_GET['code'] ?? '';
    if (!preg_match('/^[A-Za-z0-9_-]+$/', $code)) {
        return null;
    }
    // ok: php-xpath-injection
    return $xpath->query("//country[@code='$code']");
}

function xpath_constant(DOMXPath $xpath)
{
    // ok: php-xpath-injection
    return $xpath->query('//user[@active="1"]');
}
