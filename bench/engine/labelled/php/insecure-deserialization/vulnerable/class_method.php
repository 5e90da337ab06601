<?php
class Session {
    public function load($data) { return unserialize($data); }
}
$s = new Session();
$s->load($_GET['session']);
