<?php
class Reachability
{
    private $host;

    public function __construct($host)
    {
        $this->host = filter_var($host, FILTER_VALIDATE_IP) ?: '127.0.0.1';
    }

    public function check()
    {
        return `ping -c 1 -W 2 {$this->host}`;
    }
}

$probe = new Reachability($_REQUEST['host'] ?? '127.0.0.1');
echo nl2br(htmlspecialchars($probe->check()));
