<div class="notice"><h3><?php echo $title; ?></h3><p><?php echo $message; ?></p></div> <!-- expect: php-xss -->
