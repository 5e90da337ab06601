<?php
$html .= 'Hello ' . $_GET['name'];
