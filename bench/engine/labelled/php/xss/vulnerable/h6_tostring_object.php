<?php
class Greeting {
    private $who;
    public function __construct($who) { $this->who = $who; }
    public function __toString() { return "Hi, {$this->who}!"; }
}
$g = new Greeting($_REQUEST['who'] ?? '');
echo $g;
