<?php
$hash = md5($_POST['password']);
