<?php
session_start();
$form = $_POST;
$_SESSION['shipping_country'] = $form['country'];
echo 'saved';
