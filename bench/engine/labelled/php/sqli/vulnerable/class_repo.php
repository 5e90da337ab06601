<?php
class Orders {
    private $db;
    public function __construct(PDO $db) { $this->db = $db; }
    public function byStatus($status) {
        $sql = "SELECT * FROM orders WHERE status = '";
        $sql .= $status . "'";
        return $this->db->query($sql);
    }
}
$orders = new Orders(new PDO('sqlite:/tmp/o.db'));
$orders->byStatus($_GET['status']);
