<?php
/**
 * @var object $event
 * @var string $name   sanitize_text_field()'d
 * @var string $code
 * @var string $cancel
 */
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}
?>
<p>Hi <?php echo $name; ?>,</p>
<p>You are on the list for <strong><?php echo esc_html( $event->title ); ?></strong> on <?php echo esc_html( meetdesk_format_date( $event->starts_at ) ); ?>.</p>
<p>Your door code: <code><?php echo esc_html( $code ); ?></code></p>
<p><a href="<?php echo esc_url( $cancel ); ?>">Can't make it? Cancel your spot.</a></p>
