<?php
// An object echoed or joined into text is what its __toString returns.
class H6Greeting
{
    private $who;
    public function __construct($who) { $this->who = $who; }
    public function __toString() { return 'Hi, ' . htmlspecialchars($this->who, ENT_QUOTES) . '!'; }
}

class H6RawGreeting
{
    private $who;
    public function __construct($who) { $this->who = $who; }
    public function __toString() { return "Hi, {$this->who}!"; }
}

function h6_to_string_output()
{
    $safe = new H6Greeting($_REQUEST['who']);
    // ok: php-xss
    echo $safe;
    // ok: php-xss
    echo '<p>' . $safe . '</p>';
    $raw = new H6RawGreeting($_REQUEST['who']);
    // ruleid: php-xss
    echo $raw;
    // ruleid: php-xss
    print '<p>' . $raw . '</p>';
}

// Basic credentials are the client's; FILTER_SANITIZE_SPECIAL_CHARS encodes as htmlspecialchars does.
function h6_request_text_sources()
{
    // ruleid: php-xss
    echo 'Hello ' . $_SERVER['PHP_AUTH_USER'];
    $q = filter_input(INPUT_GET, 'q', FILTER_SANITIZE_SPECIAL_CHARS);
    // ok: php-xss
    echo "<p>$q</p>";
    $r = filter_input(INPUT_GET, 'r');
    // ruleid: php-xss
    echo "<p>$r</p>";
    $s = filter_var($_POST['s'], FILTER_SANITIZE_FULL_SPECIAL_CHARS);
    // ok: php-xss
    echo "<p>$s</p>";
}

// A branch test on string functions of constants has one outcome: the other arm never runs.
function h6_constant_branches()
{
    $param = $_POST['p'];
    $a = 'abc';
    $dead = ((strlen($a) * 3) - 9 === 0) ? 'fixed' : $param;
    // ok: php-xss
    echo $dead;
    $live = (strtoupper($a) === 'ABC') ? $param : 'fixed';
    // ruleid: php-xss
    echo $live;
}
