<?php

$file = str_replace(['http://', 'https://'], '', $file);
$file = str_replace(['../', '..\\'], '', $file);

ob_start();
include __DIR__ . '/../pages/' . $file;
$html .= ob_get_clean();
