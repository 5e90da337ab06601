<?php

// Front controller: every request that is not a file under public/ lands here.
// The legacy pages under public/legacy/ are served directly by the web server.

define('FCPATH', __DIR__ . DIRECTORY_SEPARATOR);

chdir(FCPATH);

require FCPATH . '../app/Config/Paths.php';

$paths = new Config\Paths();

require rtrim($paths->systemDirectory, '\\/ ') . DIRECTORY_SEPARATOR . 'bootstrap.php';

$app = Config\Services::codeigniter();
$app->initialize();
$app->setContext('web');
$app->run();
