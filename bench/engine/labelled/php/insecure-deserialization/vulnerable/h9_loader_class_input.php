<?php
class PayloadLoader
{
    public function load($raw)
    {
        return unserialize($raw);
    }
}

$loader = new PayloadLoader();
$job = $loader->load(file_get_contents('php://input'));
echo get_class($job);
