<?php
class Prefs {
    private $db;
    public function __construct(PDO $db) { $this->db = $db; }
    public function load($theme) {
        return $this->db->query("SELECT css FROM themes WHERE name = '" . $theme . "'")->fetchAll();
    }
}
$p = new Prefs(new PDO('sqlite:/tmp/app.db'));
$rows = $p->load($_COOKIE['theme'] ?? 'light');
