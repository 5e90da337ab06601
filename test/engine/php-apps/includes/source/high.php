<?php
$html .= 'Hello ' . htmlspecialchars($_GET['name'], ENT_QUOTES, 'UTF-8');
