<?php

ob_start();
include $file;
$html .= ob_get_clean();
