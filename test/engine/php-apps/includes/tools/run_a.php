<?php
$out = 'Result: ' . (int) $_GET['n'];
