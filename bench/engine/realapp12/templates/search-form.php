<?php
/**
 * @var string $search  raw ?meetdesk_q
 * @var string $city    raw ?meetdesk_city
 * @var array  $results
 * @var int    $in_city
 */
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}
?>
<form class="meetdesk-search" method="get" action="<?php echo esc_url( get_permalink() ); ?>">
	<input type="search" name="meetdesk_q" value="<?php echo $search; ?>" placeholder="<?php esc_attr_e( 'Find an event', 'meetdesk' ); ?>">
	<input type="text" name="meetdesk_city" value="<?php echo esc_attr( $city ); ?>">
	<button type="submit" onclick="meetdeskTrack('search', '<?php echo esc_attr( $city ); ?>')"><?php esc_html_e( 'Search', 'meetdesk' ); ?></button>
	<button type="button" class="meetdesk-save" onclick="meetdeskSave('<?php echo esc_js( $search ); ?>')"><?php esc_html_e( 'Save search', 'meetdesk' ); ?></button>
</form>
<?php if ( $city ) : ?>
	<p class="meetdesk-search__city"><?php echo esc_html( sprintf( _n( '%1$d event in %2$s', '%1$d events in %2$s', $in_city, 'meetdesk' ), $in_city, $city ) ); ?></p>
<?php endif; ?>
<?php if ( $results ) : ?>
	<ul class="meetdesk-search__results">
		<?php foreach ( $results as $row ) : ?>
			<li><?php echo esc_html( $row->title ); ?></li>
		<?php endforeach; ?>
	</ul>
<?php endif; ?>
<script>
	window.meetdeskLastSearch = <?php echo wp_json_encode( array( 'q' => $search, 'city' => $city ) ); ?>;
</script>
