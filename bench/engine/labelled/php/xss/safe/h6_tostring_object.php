<?php
class Greeting {
    private $who;
    public function __construct($who) { $this->who = $who; }
    public function __toString() { return 'Hi, ' . htmlspecialchars($this->who, ENT_QUOTES) . '!'; }
}
$g = new Greeting($_REQUEST['who'] ?? '');
echo $g;
