<?php
session_start();
$_SESSION['csrf'] = uniqid();
