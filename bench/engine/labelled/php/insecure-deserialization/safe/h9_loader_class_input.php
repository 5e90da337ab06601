<?php
class PayloadLoader
{
    public function load($raw)
    {
        return unserialize($raw);
    }
}

$loader = new PayloadLoader();
$body = file_get_contents('php://input');
$job = $loader->load(file_get_contents('/var/cache/app/jobs.ser'));
echo get_class($job);
