package org.bench.h8.path;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.util.Map;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class PathArrayElement extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        Map<String, String[]> params = request.getParameterMap();
        String[] reports = params.get("report");
        String param = reports != null && reports.length > 0 ? reports[0] : "summary";

        String[] pieces = new String[3];
        pieces[0] = "/opt/reports";
        pieces[1] = param;
        pieces[2] = ".pdf";
        String fileName = pieces[0] + File.separator + pieces[1] + pieces[2];

        try (FileInputStream fis = new FileInputStream(new File(fileName))) {
            response.setContentType("application/pdf");
            fis.transferTo(response.getOutputStream());
        }
    }
}
