package com.quillstone.permits.api;

import com.quillstone.permits.model.Inspection;
import com.quillstone.permits.model.SortField;
import com.quillstone.permits.mapper.InspectionMapper;
import com.quillstone.permits.service.GeoService;
import com.quillstone.permits.service.InspectionService;
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
import org.springframework.stereotype.Component;

@Component
@Path("/inspections")
@Produces(MediaType.APPLICATION_JSON)
public class InspectionResource {

    private final InspectionService inspections;
    private final InspectionMapper inspectionMapper;
    private final GeoService geo;

    public InspectionResource(InspectionService inspections, InspectionMapper inspectionMapper, GeoService geo) {
        this.inspections = inspections;
        this.inspectionMapper = inspectionMapper;
        this.geo = geo;
    }

    @GET
    @Path("/{id}")
    public Inspection get(@PathParam("id") long id) {
        return inspectionMapper.findById(id);
    }

    @GET
    public List<Inspection> forInspector(@QueryParam("inspector") String inspector,
                                         @QueryParam("sort") @DefaultValue("scheduled_on") String sort) {
        return inspections.forInspector(inspector, sort);
    }

    @GET
    @Path("/by-district")
    public List<Inspection> byDistrict(@QueryParam("district") List<String> districts, @QueryParam("result") String result) {
        return inspectionMapper.findByDistricts(districts, result);
    }

    @GET
    @Path("/recent")
    public List<Inspection> recent(@QueryParam("days") @DefaultValue("7") int days,
                                   @QueryParam("sort") @DefaultValue("SCHEDULED") SortField sort) {
        return inspections.recent(days, sort);
    }

    @GET
    @Path("/notes")
    public List<Inspection> notes(@QueryParam("q") String q) {
        return inspectionMapper.searchNotes(q);
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Inspection schedule(@FormParam("permitId") long permitId, @FormParam("inspector") String inspector,
                               @FormParam("district") String district, @FormParam("notes") String notes) {
        Inspection i = new Inspection();
        i.setPermitId(permitId);
        i.setInspector(inspector);
        i.setDistrict(district);
        i.setNotes(notes);
        inspectionMapper.insert(i);
        return i;
    }

    @GET
    @Path("/geocode")
    public String geocode(@QueryParam("address") String address) {
        return geo.geocode(address);
    }

    @GET
    @Path("/parcel/{parcelId}")
    public String parcel(@PathParam("parcelId") long parcelId) {
        return geo.parcel(parcelId);
    }

    @POST
    @Path("/{id}/photo")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Produces("image/jpeg")
    public byte[] photo(@PathParam("id") long id, @FormParam("url") String url) {
        return geo.fetchPhoto(url);
    }

    @POST
    @Path("/{id}/notify")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public String notify(@PathParam("id") long id, @FormParam("hook") String hook) {
        geo.notifyHook(hook, "{\"inspection\":" + id + "}");
        return "queued";
    }

    @GET
    @Path("/mirror")
    @Produces(MediaType.TEXT_PLAIN)
    public String mirror(@QueryParam("path") String path) {
        return geo.mirrorStatus(path);
    }
}
