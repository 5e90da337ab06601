<?php
$banners = ['spring-sale.png', 'free-shipping.png', 'new-arrivals.png'];
$pick = $banners[mt_rand(0, count($banners) - 1)];
echo '<img src="/img/banners/' . $pick . '" alt="promo">';
