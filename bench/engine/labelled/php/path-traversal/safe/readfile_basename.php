<?php
$name = basename($_GET['file']);
readfile('/srv/downloads/' . $name);
