<?php
$quotes = ['Carpe diem.', 'Know thyself.', 'Less is more.'];
$i = mt_rand(0, count($quotes) - 1);
echo '<blockquote>' . $quotes[$i] . '</blockquote>';
