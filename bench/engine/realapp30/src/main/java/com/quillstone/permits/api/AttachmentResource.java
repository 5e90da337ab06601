package com.quillstone.permits.api;

import com.quillstone.permits.config.PortalProperties;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.ws.rs.GET;
import javax.ws.rs.NotFoundException;
import javax.ws.rs.PathParam;
import javax.ws.rs.Produces;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;
import org.springframework.stereotype.Component;

@Component
@javax.ws.rs.Path("/attachments")
public class AttachmentResource {

    private final PortalProperties props;

    public AttachmentResource(PortalProperties props) {
        this.props = props;
    }

    @GET
    @javax.ws.rs.Path("/file")
    @Produces(MediaType.APPLICATION_OCTET_STREAM)
    public Response file(@QueryParam("name") String name) {
        File f = new File(props.getUploadDir(), name);
        if (!f.exists()) {
            throw new NotFoundException();
        }
        return Response.ok(f).header("Content-Disposition", "attachment").build();
    }

    @GET
    @javax.ws.rs.Path("/{permitId}/{index}")
    @Produces(MediaType.APPLICATION_OCTET_STREAM)
    public Response byIndex(@PathParam("permitId") long permitId, @PathParam("index") int index) throws Exception {
        Path dir = Paths.get(props.getUploadDir(), Long.toString(permitId));
        Path[] files = Files.list(dir).sorted().toArray(Path[]::new);
        if (index < 0 || index >= files.length) {
            throw new NotFoundException();
        }
        return Response.ok(files[index].toFile()).build();
    }
}
