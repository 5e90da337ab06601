<?php
function go($url) { header('Location: ' . $url); exit; }
go($_REQUEST['url']);
