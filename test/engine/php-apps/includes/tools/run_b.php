<?php
$out = 'Result: ' . $_GET['n'];
