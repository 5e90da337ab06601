<h2>About Rentwise</h2>
<p>We manage homes for independent landlords across the region.</p>
