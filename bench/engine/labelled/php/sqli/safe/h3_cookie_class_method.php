<?php
class Prefs {
    private $db;
    public function __construct(PDO $db) { $this->db = $db; }
    public function load($theme) {
        $st = $this->db->prepare("SELECT css FROM themes WHERE name = ?");
        $st->execute([$theme]);
        return $st->fetchAll();
    }
}
$p = new Prefs(new PDO('sqlite:/tmp/app.db'));
$rows = $p->load($_COOKIE['theme'] ?? 'light');
