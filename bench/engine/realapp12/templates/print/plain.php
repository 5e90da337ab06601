<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}
?>
<div class="meetdesk-print">
	<h1><?php echo esc_html( $event->title ); ?></h1>
	<p><?php echo esc_html( meetdesk_format_date( $event->starts_at ) ); ?> &middot; <?php echo esc_html( $event->venue ); ?></p>
</div>
