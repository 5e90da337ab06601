package org.clearbrook.water.api;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.sql.SQLException;
import java.util.List;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.ForbiddenException;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.clearbrook.water.config.PortalConfig;
import org.clearbrook.water.dao.InvoiceDao;
import org.clearbrook.water.model.Invoice;

@jakarta.ws.rs.Path("/invoices")
@Produces(MediaType.APPLICATION_JSON)
public class InvoiceResource {

    @Inject
    InvoiceDao invoices;

    @Inject
    PortalConfig config;

    @GET
    @jakarta.ws.rs.Path("/{account}")
    public List<Invoice> list(@PathParam("account") String account, @QueryParam("status") String status,
                              @QueryParam("sort") String sort) throws SQLException {
        if (status != null) {
            return invoices.findByStatus(account, status);
        }
        if (sort != null) {
            return invoices.findSorted(account, sort);
        }
        return invoices.findByAccount(account);
    }

    @GET
    @jakarta.ws.rs.Path("/{account}/period/{period}")
    public List<Invoice> forPeriod(@PathParam("account") String account, @PathParam("period") String period) throws SQLException {
        return invoices.findForPeriod(account, period);
    }

    @GET
    @jakarta.ws.rs.Path("/{account}/ordered")
    public List<Invoice> ordered(@PathParam("account") String account, @QueryParam("by") @DefaultValue("issued_on") String by) throws SQLException {
        return invoices.findOrderedBy(account, by);
    }

    @GET
    @jakarta.ws.rs.Path("/number/{number: [0-9]+}")
    public Invoice byNumber(@PathParam("number") long number) throws SQLException {
        return invoices.findByNumber(number);
    }

    @GET
    @jakarta.ws.rs.Path("/overdue")
    public List<Invoice> overdue(@QueryParam("limit") @DefaultValue("50") int limit) throws SQLException {
        return invoices.recentOverdue(limit);
    }

    @POST
    @jakarta.ws.rs.Path("/number/{number}/dispute")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response dispute(@PathParam("number") long number, @FormParam("reason") String reason) throws SQLException {
        invoices.markDisputed(number, reason);
        return Response.noContent().build();
    }

    @POST
    @jakarta.ws.rs.Path("/number/{number}/notes")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response note(@PathParam("number") long number, @FormParam("note") String note) throws SQLException {
        invoices.addNote(number, note);
        return Response.noContent().build();
    }

    @GET
    @jakarta.ws.rs.Path("/{account}/pdf")
    @Produces("application/pdf")
    public Response pdf(@PathParam("account") String account, @QueryParam("file") String file) throws IOException {
        Path pdf = Paths.get(config.statementsDir(), account, file);
        return Response.ok(Files.readAllBytes(pdf)).build();
    }

    @GET
    @jakarta.ws.rs.Path("/{account}/archive")
    @Produces("application/pdf")
    public Response archived(@PathParam("account") String account, @QueryParam("file") String file) throws IOException {
        Path base = Paths.get(config.statementsDir()).toAbsolutePath().normalize();
        Path target = base.resolve(file).normalize();
        if (!target.startsWith(base)) {
            throw new ForbiddenException();
        }
        return Response.ok(Files.readAllBytes(target)).build();
    }
}
