<?php
class ReportRepository
{
    private $db;
    private $table = 'reports';

    public function __construct(PDO $db)
    {
        $this->db = $db;
    }

    public function byYear($year)
    {
        $sql = sprintf('SELECT * FROM %s WHERE year = %s', $this->table, $year);
        return $this->db->query($sql)->fetchAll();
    }
}

$repo = new ReportRepository(new PDO('sqlite:/var/db/app.sqlite'));
$rows = $repo->byYear($_GET['year']);
echo count($rows);
