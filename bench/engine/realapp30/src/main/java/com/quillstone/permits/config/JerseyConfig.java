package com.quillstone.permits.config;

import com.quillstone.permits.api.AttachmentResource;
import com.quillstone.permits.api.InspectionResource;
import com.quillstone.permits.api.PermitResource;
import org.glassfish.jersey.server.ResourceConfig;
import org.springframework.stereotype.Component;

/** The JSON/HTML API for the inspectors' tablets, served by Jersey under /api next to the MVC pages. */
@Component
public class JerseyConfig extends ResourceConfig {

    public JerseyConfig() {
        register(PermitResource.class);
        register(InspectionResource.class);
        register(AttachmentResource.class);
    }
}
