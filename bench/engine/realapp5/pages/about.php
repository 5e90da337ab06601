<section class="about">
  <h2>About <?= APP_NAME ?></h2>
  <p>Deskline is the support desk of the Fernhill co-operative. Members open tickets, agents answer them.</p>
  <p>Opening hours: Monday to Friday, 9:00 to 17:00.</p>
</section>
