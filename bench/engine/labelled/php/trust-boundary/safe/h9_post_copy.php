<?php
session_start();
$form = $_POST;
$country = $form['country'];
$country = 'DE';
$_SESSION['shipping_country'] = $country;
echo 'saved';
