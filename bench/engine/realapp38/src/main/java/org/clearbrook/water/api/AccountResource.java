package org.clearbrook.water.api;

import java.net.URI;
import java.util.List;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.clearbrook.water.model.Account;
import org.clearbrook.water.service.AccountService;
import org.clearbrook.water.util.RedirectHelper;

@Path("/accounts")
@Produces(MediaType.APPLICATION_JSON)
public class AccountResource {

    @Inject
    AccountService accounts;

    @GET
    @Path("/search")
    public List<Account> search(@QueryParam("holder") String holder, @QueryParam("street") String street) {
        if (street != null && !street.isBlank()) {
            return accounts.searchByAddress(street);
        }
        return accounts.searchByHolder(holder);
    }

    @GET
    @Path("/rate-class/{rateClass}")
    public List<Account> byRateClass(@PathParam("rateClass") String rateClass) {
        return accounts.byRateClass(rateClass);
    }

    @GET
    @Path("/balances")
    public List<Object[]> balances(@QueryParam("email") String email, @QueryParam("zone") String zone) {
        if (zone != null) {
            return accounts.balancesByZone(zone);
        }
        return accounts.balancesByEmail(email);
    }

    @GET
    @Path("/{number}")
    public Account get(@PathParam("number") String number) {
        return accounts.byNumber(number).orElseThrow(NotFoundException::new);
    }

    @GET
    @Path("/{number}/greeting")
    @Produces(MediaType.TEXT_HTML)
    public String greeting(@PathParam("number") String number, @QueryParam("name") String name) {
        return "<html><body><h2>Welcome, " + name + "</h2><p>Account " + number + " is linked.</p></body></html>";
    }

    @GET
    @Path("/{number}/greeting.txt")
    @Produces(MediaType.TEXT_PLAIN)
    public String greetingText(@PathParam("number") String number, @QueryParam("name") String name) {
        return "Welcome, " + name + ". Account " + number + " is linked.";
    }

    @GET
    @Path("/{number}/continue")
    public Response continueTo(@PathParam("number") String number, @QueryParam("next") String next) {
        return Response.seeOther(URI.create(next)).build();
    }

    @GET
    @Path("/{number}/return")
    public Response returnTo(@PathParam("number") String number, @QueryParam("next") String next) {
        return Response.seeOther(URI.create(RedirectHelper.localOnly(next))).build();
    }
}
