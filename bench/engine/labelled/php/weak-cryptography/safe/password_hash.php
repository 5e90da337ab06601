<?php
$hash = password_hash($_POST['password'], PASSWORD_DEFAULT);
