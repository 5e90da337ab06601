package com.quillstone.permits.api;

import com.quillstone.permits.dto.PermitSummary;
import com.quillstone.permits.mapper.PermitMapper;
import com.quillstone.permits.model.Permit;
import com.quillstone.permits.model.PermitStatus;
import com.quillstone.permits.service.PermitService;
import java.net.URI;
import java.util.List;
import javax.ws.rs.Consumes;
import javax.ws.rs.DefaultValue;
import javax.ws.rs.FormParam;
import javax.ws.rs.GET;
import javax.ws.rs.POST;
import javax.ws.rs.Path;
import javax.ws.rs.PathParam;
import javax.ws.rs.Produces;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;
import org.springframework.stereotype.Component;
import org.springframework.web.util.HtmlUtils;

@Component
@Path("/permits")
public class PermitResource {

    private final PermitService permitService;
    private final PermitMapper permitMapper;

    public PermitResource(PermitService permitService, PermitMapper permitMapper) {
        this.permitService = permitService;
        this.permitMapper = permitMapper;
    }

    @GET
    @Path("/by-number/{no}")
    @Produces(MediaType.APPLICATION_JSON)
    public PermitSummary byNumber(@PathParam("no") String no) {
        return permitMapper.findByNumber(no);
    }

    @GET
    @Path("/street")
    @Produces(MediaType.APPLICATION_JSON)
    public List<PermitSummary> street(@QueryParam("q") String q) {
        return permitService.byStreet(q);
    }

    @GET
    @Path("/district/{district}")
    @Produces(MediaType.APPLICATION_JSON)
    public List<PermitSummary> district(@PathParam("district") String district,
                                        @QueryParam("maxFee") @DefaultValue("1000000") long maxFee) {
        return permitService.inDistrict(district, maxFee);
    }

    @GET
    @Path("/count/{status}")
    @Produces(MediaType.APPLICATION_JSON)
    public int count(@PathParam("status") PermitStatus status) {
        return permitService.countWithStatus(status);
    }

    @GET
    @Path("/card")
    @Produces(MediaType.TEXT_HTML)
    public String card(@QueryParam("no") String no) {
        PermitSummary p = permitMapper.findByNumber(no);
        if (p == null) {
            return "<div class=\"card missing\">No permit numbered " + no + "</div>";
        }
        return "<div class=\"card\">" + HtmlUtils.htmlEscape(p.getPermitNo()) + " &middot; " + HtmlUtils.htmlEscape(p.getAddress()) + "</div>";
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response apply(@FormParam("address") String address, @FormParam("district") String district,
                          @FormParam("description") String description) {
        Permit p = permitService.apply(address, district, description);
        return Response.created(URI.create("/api/permits/by-number/" + p.getPermitNo())).build();
    }

    @POST
    @Path("/{id}/approve")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response approve(@PathParam("id") long id, @FormParam("returnUrl") String returnUrl) {
        permitService.changeStatus(id, PermitStatus.APPROVED);
        return Response.seeOther(URI.create(returnUrl)).build();
    }

    @POST
    @Path("/{id}/reject")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response reject(@PathParam("id") long id, @FormParam("reason") String reason) {
        permitService.changeStatus(id, PermitStatus.REJECTED);
        return Response.seeOther(URI.create("/permits/" + id + "?rejected=1")).build();
    }
}
