package com.tidal.prefs;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class DeserJacksonDto extends HttpServlet {

    public static class PrefsDto {
        public String theme;
        public int pageSize;
    }

    private final ObjectMapper mapper = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        PrefsDto dto = mapper.readValue(req.getInputStream(), PrefsDto.class);
        if (dto.pageSize < 5 || dto.pageSize > 100) {
            resp.sendError(400);
            return;
        }
        resp.setContentType("application/json");
        mapper.writeValue(resp.getOutputStream(), dto);
    }
}
