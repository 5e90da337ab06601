package org.bench.h8.cmdi;

import java.io.IOException;
import java.util.Base64;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CmdBase64RoundTrip extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String queryString = request.getQueryString();
        String paramval = "file=";
        int paramLoc = queryString == null ? -1 : queryString.indexOf(paramval);
        if (paramLoc == -1) {
            response.getWriter().println("missing file");
            return;
        }
        String param = queryString.substring(paramLoc + paramval.length());
        int amp = param.indexOf("&");
        if (amp != -1) {
            param = param.substring(0, amp);
        }
        param = java.net.URLDecoder.decode(param, "UTF-8");

        String bar = new String(Base64.getDecoder().decode(Base64.getEncoder().encode(param.getBytes())));

        String[] args = {"/bin/bash", "-c", "wc -l /srv/uploads/" + bar};
        Process p = Runtime.getRuntime().exec(args);
        response.getWriter().println(new String(p.getInputStream().readAllBytes()));
    }
}
